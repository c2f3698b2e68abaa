import { ContractPage } from './ContractPage';

/** The agent centre's real-time salary contract page. */
export default function RealtimeSalaryPage() {
  return <ContractPage kind="REALTIME_SALARY" />;
}
