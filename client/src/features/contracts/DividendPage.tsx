import { ContractPage } from './ContractPage';

/** The agent centre's dividend contract page. */
export default function DividendPage() {
  return <ContractPage kind="DIVIDEND" />;
}
