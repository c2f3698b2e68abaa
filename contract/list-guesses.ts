import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GUESSES_FILE, renderGuesses } from './guesses';

/** Writes contract/GUESSES.md from the catalogue's `guess` flags. */
writeFileSync(GUESSES_FILE, renderGuesses());
console.log(`Wrote ${fileURLToPath(GUESSES_FILE)}`);
