// The Swedish resource nicknames a table's screens use: the game's own setting when the host
// chose one (GameOptions.nicknames, issue 29: Dag's phone said Timmer while the tablet said
// Trä), else the device's switch (games made before the setting).

/** The nicknames setting of a game's view (the host's last switch, else the new game's), or `device`. */
export const gameNicknames = (
  view: {
    readonly nicknames?: boolean;
    readonly config: { readonly options: { readonly nicknames?: boolean } };
  } | null,
  device: boolean,
): boolean => view?.nicknames ?? view?.config.options.nicknames ?? device;

/** Whether the game (not the device) decides the nicknames. */
export const gameDecidesNicknames = (
  view: {
    readonly nicknames?: boolean;
    readonly config: { readonly options: { readonly nicknames?: boolean } };
  } | null,
): boolean => view?.nicknames !== undefined || view?.config.options.nicknames !== undefined;
