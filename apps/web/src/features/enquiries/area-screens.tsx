import { AgentContactScreen } from './agent-contact-screen';
import { ContactScreen } from './contact-screen';
import { EnquiriesListScreen } from './enquiries-list-screen';
import { EnquiryDetailsScreen } from './enquiry-details-screen';

/** The inbox in each staff area that works it, and the two contact forms. */
export const AdminEnquiriesScreen = () => <EnquiriesListScreen base="/admin" />;
export const AdminEnquiryScreen = () => <EnquiryDetailsScreen base="/admin" />;
export const ReservationEnquiriesScreen = () => <EnquiriesListScreen base="/reservation" />;
export const ReservationEnquiryScreen = () => <EnquiryDetailsScreen base="/reservation" />;
export const SalesmanEnquiriesScreen = () => <EnquiriesListScreen base="/salesman" />;
export const SalesmanEnquiryScreen = () => <EnquiryDetailsScreen base="/salesman" />;
export { AgentContactScreen, ContactScreen };
