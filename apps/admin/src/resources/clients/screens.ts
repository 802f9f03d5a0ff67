// The clients chunk: loaded lazily by ./index.ts with the first clients screen. The client page also
// shows debts, SMS and a lead's talks, so their texts come with it.
import './texts';
import '../debts/texts';
import '../lids/texts';
import '../sms/texts';
export { ClientList } from './ClientList';
export { ClientShow } from './ClientShow';
