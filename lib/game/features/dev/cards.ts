// The development cards' numbers, read by decide, the fold and the legal list alike (the
// tablet asks for this many paths or resources, never a literal of its own).

/** Free roads (or ships) a road building lays. */
export const ROAD_BUILDING_ROADS = 2;

/** Cards a year of plenty takes from the bank. */
export const YEAR_OF_PLENTY_TAKE = 2;
