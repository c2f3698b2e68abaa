import { GameFrameView } from './GameFrameView';

/** /game: the launched game in the site's frame, with a way back. */
export default function GamePage() {
  return <GameFrameView />;
}
