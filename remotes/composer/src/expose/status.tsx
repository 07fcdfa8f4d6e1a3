// Exposed as `composer/Status` (slot 'composer/Status', props StatusProps from @murmur/shared).
import '../status/status.css';
import { Status } from '../status/status';

export default Status;
