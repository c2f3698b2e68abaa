import { OptionsError, parseOptions } from './options';
import { exitCodeOf, formatTable, strictProblems, summaryOf } from './report';
import { SignInError, runContract } from './run';

/**
 * `npm run test:contract -- --upstream URL --merchant CODE --username NAME --password SECRET
 * [--allow-money] [--strict]`: checks a platform against the endpoint catalogue. Exit code 0 when
 * every answer matches, 1 when an entry is different (or, with --strict, any strict problem), 2 when
 * the suite could not run (bad arguments, the test account could not sign in).
 */
async function main(): Promise<number> {
  let options;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof OptionsError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  console.log(`Contract suite against ${options.upstream} (merchant ${options.merchant}, account ${options.username})`);
  let rows;
  try {
    rows = await runContract(options);
  } catch (error) {
    if (error instanceof SignInError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  console.log(formatTable(rows));
  console.log('');
  if (options.strict) {
    for (const row of strictProblems(rows)) console.log(`strict: ${row.key} is ${row.result}${row.skip ? ` (${row.skip.reason})` : ''}`);
  }
  console.log(summaryOf(rows, options.strict));
  return exitCodeOf(rows, options.strict);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 2;
  },
);
