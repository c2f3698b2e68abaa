import { OptionsError, parseOptions } from './options';
import { casesSummaryOf, exitCodeOf, failingCases, formatCases, formatTable, strictProblems, strictReason, summaryOf } from './report';
import { SignInError, runContract } from './run';

/**
 * `npm run test:contract -- --upstream URL --merchant CODE --username NAME --password SECRET
 * [--allow-money] [--strict]`: checks a platform against the endpoint catalogue, then runs the money
 * checks (with --allow-money) and the client cases. Exit code 0 when every answer matches and every
 * case passes, 1 when an entry is different or a case failed (or, with --strict, any strict problem
 * or skipped case), 2 when the suite could not run (bad arguments, the test account could not sign in).
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
  let run;
  try {
    run = await runContract(options);
  } catch (error) {
    if (error instanceof SignInError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const { rows, cases } = run;
  console.log(formatTable(rows));
  console.log('');
  console.log(formatCases(cases));
  console.log('');
  if (options.strict) {
    for (const row of strictProblems(rows)) console.log(`strict: ${strictReason(row)}`);
  }
  for (const c of failingCases(cases, options.strict))
    console.log(`${c.outcome}: ${c.kind === 'money' ? 'money check' : 'client case'} "${c.name}"`);
  console.log(summaryOf(rows, options.strict));
  console.log(casesSummaryOf(cases));
  return exitCodeOf(rows, options.strict, cases);
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
