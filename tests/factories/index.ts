export { buildContactMessageInput } from "./contact";
export { buildPartnerApplicationInput } from "./partners";
export { moderatorActor, userActor } from "./actors";
export { createAccessToken, createUser } from "./identity";
export {
  buildReportPriceInput,
  createMarket,
  createPriceAlert,
  createPriceItem,
  createPriceReports,
  createSearchCatalogue,
  searchCatalogue,
} from "./pricedesk";
export { buildAnimatedGif, buildPhoto, buildPngBomb, buildTransparentPng } from "./media";
export {
  createCategory,
  createProduct,
  createProductImage,
  createService,
  createStore,
  createVendor,
} from "./catalogue";
