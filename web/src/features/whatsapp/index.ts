// The feature's public face: the app puts the card on the dashboard and nothing else crosses over.
export { WhatsappLinkCard } from "./components/whatsapp-link-card";
