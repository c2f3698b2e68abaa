import { GameFrameView } from './GameFrameView';

/** /seamless: the launched game edge to edge; the shell hides its bars here unless forced. */
export default function SeamlessPage() {
  return <GameFrameView seamless />;
}
