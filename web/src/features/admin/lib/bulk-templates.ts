import type { BULK_MAIL_TEMPLATES } from "@chefzap/shared";

/** The ids of the e-mails an admin may send in bulk. */
export type BulkTemplate = (typeof BULK_MAIL_TEMPLATES)[number]["id"];
