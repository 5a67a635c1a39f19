import Link from 'next/link';

export default function Home() {
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="text-3xl font-bold">Hexkeeper</h1>
      <p className="mt-2">
        A companion for the hex-island trading game as it is played around a real table.
      </p>
      <ul className="mt-6 space-y-3">
        <li>
          <Link
            className="text-lg font-semibold text-sky-700 underline dark:text-sky-300"
            href="/board"
          >
            Board generator
          </Link>
          <span className="ml-2">balanced random boards, reproducible from a seed</span>
        </li>
        <li>
          <Link
            className="text-lg font-semibold text-sky-700 underline dark:text-sky-300"
            href="/print"
          >
            Print kit
          </Link>
          <span className="ml-2">true-size PDFs of a board or of any lost piece</span>
        </li>
      </ul>
    </main>
  );
}
