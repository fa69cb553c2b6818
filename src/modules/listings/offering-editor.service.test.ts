import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { signedOut } from "@/lib/actor";
import { listServices, listVendorServices } from "@/modules/market/market-offerings.service";
import { serviceImages, services } from "@/modules/listings/listings.schema";
import { serviceInput } from "@/modules/listings/offering-editor.inputs";
import {
  createService,
  findSellerService,
  listSellerServices,
  setServiceStatus,
  updateService,
} from "@/modules/listings/offering-editor.service";
import { vendors } from "@/modules/vendors/vendors.schema";
import { createCategory, createUser, createVendor } from "../../../tests/factories";
import { actorOf, createMember, createUploadedImage } from "../../../tests/factories/vendor-profile";

async function artisan() {
  const vendor = await createVendor({ displayName: "Musa Plumbing", kind: "ARTISAN" });
  const parent = await createCategory({ name: "Artisans & Services", kind: "SERVICES" });
  const sub = await createCategory({ name: "Plumbing", parentId: parent.id, kind: "SERVICES" });
  const goods = await createCategory({ name: "Phones", parentId: (await createCategory({ name: "Electronics" })).id });
  const owner = await actorOf(vendor.ownerId);
  const photos = [await createUploadedImage(vendor.ownerId), await createUploadedImage(vendor.ownerId)];
  const input = (over: Record<string, unknown> = {}) =>
    serviceInput.parse({
      title: "Burst pipe repair",
      description: "Same-day repairs.",
      categoryId: sub.id,
      price: "₦15,000",
      rate: "JOB",
      areas: [
        { state: "Lagos", city: "Ikeja" },
        { state: "oyo", city: "Ibadan" },
      ],
      availability: { days: ["sat", "mon"], from: "8:00", to: "18:00", note: "Sundays by appointment" },
      imageIds: photos,
      ...over,
    });
  return { vendor, owner, photos, parent, sub, goods, input };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "OK",
    (error: { code?: string }) => error.code ?? String(error),
  );

describe("createService", () => {
  it("creates a draft with its areas (the first is state/city), availability in weekday order and photos in order", async () => {
    const { owner, vendor, photos, input } = await artisan();
    const row = await createService(owner, vendor.id, input());
    expect(row).toMatchObject({
      status: "DRAFT",
      priceFromKobo: 1_500_000,
      rate: "JOB",
      state: "Lagos",
      city: "Ikeja",
      areaServed: "Ikeja and Ibadan",
      areas: [
        { state: "Lagos", city: "Ikeja" },
        { state: "Oyo", city: "Ibadan" },
      ],
      availability: { days: ["mon", "sat"], from: "08:00", to: "18:00", note: "Sundays by appointment" },
    });
    const second = await createService(owner, vendor.id, input());
    expect(second.slug).not.toBe(row.slug);
    const images = await getDb()
      .select()
      .from(serviceImages)
      .where(eq(serviceImages.serviceId, row.id))
      .orderBy(serviceImages.position);
    expect(images.map((image) => image.mediaId)).toEqual(photos);
  });

  it("refuses a non-artisan vendor with a clear message, a goods category and someone else's photo; nothing is written", async () => {
    const { owner, vendor, goods, input } = await artisan();
    const shop = await createVendor({ kind: "STORE" });
    await expect(createService(await actorOf(shop.ownerId), shop.id, input())).rejects.toMatchObject({
      validation: { vendorId: [expect.stringContaining("Only artisans offer services")] },
    });
    await expect(createService(owner, vendor.id, input({ categoryId: goods.id }))).rejects.toMatchObject({
      validation: { categoryId: ["Choose a kind of service from the list"] },
    });
    const stranger = await createUser();
    await expect(
      createService(owner, vendor.id, input({ imageIds: [await createUploadedImage(stranger.id)] })),
    ).rejects.toMatchObject({ validation: { imageIds: [expect.any(String)] } });
    expect(await getDb().$count(services, eq(services.vendorId, vendor.id))).toBe(0);
    expect(await getDb().$count(services, eq(services.vendorId, shop.id))).toBe(0);
  });

  it("another vendor's member, a sales assistant, a buyer and signed out cannot write; the assistant can read", async () => {
    const { owner, vendor, input } = await artisan();
    const row = await createService(owner, vendor.id, input());
    const rival = await actorOf((await createVendor({ kind: "ARTISAN" })).ownerId);
    const assistant = await actorOf((await createMember(vendor.id, "SALES_ASSISTANT")).id);
    const buyer = await actorOf((await createUser()).id);
    for (const actor of [rival, assistant, buyer]) {
      expect(await codeOf(createService(actor, vendor.id, input()))).toBe("FORBIDDEN");
      expect(await codeOf(updateService(actor, row.id, input({ title: "Taken over" })))).toBe("FORBIDDEN");
      expect(await codeOf(setServiceStatus(actor, row.id, "PUBLISH"))).toBe("FORBIDDEN");
    }
    for (const actor of [rival, buyer]) {
      expect(await codeOf(findSellerService(actor, row.id))).toBe("FORBIDDEN");
      expect(await codeOf(listSellerServices(actor, vendor.id))).toBe("FORBIDDEN");
    }
    expect(await codeOf(createService(signedOut, vendor.id, input()))).toBe("UNAUTHENTICATED");
    expect(await codeOf(updateService(signedOut, row.id, input()))).toBe("UNAUTHENTICATED");
    expect((await findSellerService(assistant, row.id)).service.title).toBe("Burst pipe repair");
    expect((await listSellerServices(assistant, vendor.id)).total).toBe(1);
    expect((await getDb().select().from(services).where(eq(services.id, row.id)))[0]).toMatchObject({
      title: "Burst pipe repair",
      status: "DRAFT",
    });
  });
});

describe("updateService and status", () => {
  it("saves the form again (areas and photos replaced), keeps the slug, and moves through publish/pause/archive/restore", async () => {
    const { owner, vendor, photos, input } = await artisan();
    const row = await createService(owner, vendor.id, input());
    const edited = await updateService(
      owner,
      row.id,
      input({
        title: "Pipe repair <b>fast</b>",
        areas: [{ state: "FCT", city: "Garki" }],
        imageIds: [photos[1]],
        availability: null,
      }),
    );
    expect(edited).toMatchObject({
      slug: row.slug,
      title: "Pipe repair <b>fast</b>",
      state: "FCT Abuja",
      city: "Garki",
      areas: [{ state: "FCT Abuja", city: "Garki" }],
      availability: {},
    });
    expect((await findSellerService(owner, row.id)).images.map((image) => image.id)).toEqual([photos[1]]);
    expect((await setServiceStatus(owner, row.id, "PUBLISH")).status).toBe("ACTIVE");
    expect((await setServiceStatus(owner, row.id, "PAUSE")).status).toBe("PAUSED");
    expect((await setServiceStatus(owner, row.id, "ARCHIVE")).status).toBe("ARCHIVED");
    expect((await setServiceStatus(owner, row.id, "RESTORE")).status).toBe("DRAFT");
    await expect(updateService(owner, "00000000-0000-4000-8000-000000000000", input())).rejects.toMatchObject({
      validation: { id: ["We could not find that service"] },
    });
  });
});

describe("visibility of services", () => {
  it("a draft, paused or archived service, or one of a suspended artisan, is never public; the seller's list shows them all", async () => {
    const { owner, vendor, input } = await artisan();
    const draft = await createService(owner, vendor.id, input({ title: "Draft geyser fitting" }));
    const live = await createService(owner, vendor.id, input({ title: "Live geyser fitting" }), { publish: true });
    const paused = await setServiceStatus(
      owner,
      (await createService(owner, vendor.id, input({ title: "Paused tap fitting" }), { publish: true })).id,
      "PAUSE",
    );
    const publicIds = (await listServices({ vendorId: vendor.id })).items.map((item) => item.id);
    expect(publicIds).toEqual([live.id]);
    expect((await listVendorServices(vendor.id)).map((item) => item.id)).toEqual([live.id]);
    const mine = await listSellerServices(owner, vendor.id);
    expect(new Set(mine.items.map((item) => item.id))).toEqual(new Set([draft.id, live.id, paused.id]));
    expect((await listSellerServices(owner, vendor.id, { status: "DRAFT" })).items.map((item) => item.id)).toEqual([
      draft.id,
    ]);
    await getDb().update(vendors).set({ status: "SUSPENDED" }).where(eq(vendors.id, vendor.id));
    expect((await listServices({ vendorId: vendor.id })).items).toEqual([]);
  });

  it("a service matches the state filter of any of its areas, and shows its photos and availability publicly", async () => {
    const { owner, vendor, photos, input } = await artisan();
    const live = await createService(owner, vendor.id, input(), { publish: true });
    const oyo = await listServices({ state: "Oyo", vendorId: vendor.id });
    expect(oyo.items.map((item) => item.id)).toEqual([live.id]);
    expect(oyo.items[0]).toMatchObject({
      state: "Lagos",
      areas: [
        { state: "Lagos", city: "Ikeja" },
        { state: "Oyo", city: "Ibadan" },
      ],
      availability: { days: ["mon", "sat"] },
    });
    expect(oyo.items[0]!.photos!.map((photo) => photo.id)).toEqual(photos);
    expect((await listServices({ state: "Kano", vendorId: vendor.id })).items).toEqual([]);
  });
});
