import { ContractPage } from './ContractPage';

/** The agent centre's hourly salary contract page. */
export default function HourlySalaryPage() {
  return <ContractPage kind="HOURLY_SALARY" />;
}
