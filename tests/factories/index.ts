export { buildContactMessageInput } from "./contact";
export { buildPartnerApplicationInput } from "./partners";
export { createAccessToken, createUser } from "./identity";
