import { ContractPage } from './ContractPage';

/** The agent centre's daily salary contract page. */
export default function DailySalaryPage() {
  return <ContractPage kind="DAILY_SALARY" />;
}
