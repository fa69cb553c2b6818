import { isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import type { UserActor } from "@/lib/actor";
import { ListingDetailsView } from "@/modules/listings/components/listing-details-view";
import { ListingForm } from "@/modules/listings/components/listing-form";
import { vendorMembers } from "@/modules/vendors/vendor-members.schema";
import { findWorkspaceVendors } from "@/modules/vendors/vendor-workspace.service";
import { createCategory, createProduct, createVendor } from "../../../../../tests/factories";
import { createUser } from "../../../../../tests/factories/identity";
import { actorOf, createMember } from "../../../../../tests/factories/vendor-profile";

// The session gate redirects without a session; here each test says who is signed in (the gate has its own tests).
const session = vi.hoisted(() => ({ actor: null as UserActor | null }));
vi.mock("@/modules/dashboard/dashboard-session", () => ({
  requireDashboardVisitor: async () => {
    if (!session.actor) throw new Error("NEXT_REDIRECT: signed out");
    return { actor: session.actor, name: "Test", vendors: await findWorkspaceVendors(session.actor) };
  },
}));

const { default: AddProductPage } = await import("./add/page");
const { default: ProductDetailsPage } = await import("./details/page");

const query = (params: Record<string, string>) => ({ searchParams: Promise.resolve(params) });

async function signIn(userId: string) {
  const actor = await actorOf(userId);
  if (actor.kind !== "user") throw new Error("expected a user");
  session.actor = actor;
}

/** The elements of a server page's tree of the given component (client parts are not rendered here). */
function findElements(node: ReactNode, type: unknown): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => findElements(child, type));
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = node.type === type ? [node as ReactElement<Record<string, unknown>>] : [];
  return [...own, ...findElements(node.props.children, type)];
}

async function expectNotFound(page: Promise<unknown>): Promise<void> {
  await expect(page).rejects.toMatchObject({ digest: expect.stringContaining("404") });
}

async function shop() {
  const vendor = await createVendor();
  const main = await createCategory({ name: "Phones & Tablets" });
  const sub = await createCategory({ name: "Mobile Phones", parentId: main.id });
  const draft = await createProduct({ vendorId: vendor.id, categoryId: sub.id, title: "Draft phone", status: "DRAFT" });
  return { vendor, sub, draft };
}

describe("/dashboard/product/add", () => {
  it("an owner gets the form for their business, goods sub-categories only, starting where the business is", async () => {
    const { vendor, sub } = await shop();
    await createCategory({
      name: "Plumbing",
      kind: "SERVICES",
      parentId: (await createCategory({ name: "Home services", kind: "SERVICES" })).id,
    });
    await signIn(vendor.ownerId);
    const page = await AddProductPage(query({}));
    const [form] = findElements(page, ListingForm);
    expect(form?.props.vendorId).toBe(vendor.id);
    const categories = form?.props.categories as { id: string; name: string }[];
    expect(categories.map((c) => c.id)).toContain(sub.id);
    expect(categories.map((c) => c.name)).not.toContain("Plumbing");
    expect(form?.props.home).toEqual({ state: "Lagos", city: "Ikeja" });
  });

  it("a person in several businesses picks one with ?vendor=; another's id falls back to their own", async () => {
    const { vendor } = await shop();
    const second = await createVendor({ displayName: "Second shop" });
    await getDb().insert(vendorMembers).values({ vendorId: second.id, userId: vendor.ownerId, role: "MANAGER" });
    await signIn(vendor.ownerId);
    expect(findElements(await AddProductPage(query({ vendor: second.id })), ListingForm)[0]?.props.vendorId).toBe(
      second.id,
    );
    const rival = await createVendor();
    const fallback = findElements(await AddProductPage(query({ vendor: rival.id })), ListingForm)[0]?.props.vendorId;
    expect([vendor.id, second.id]).toContain(fallback);
    expect(fallback).not.toBe(rival.id);
  });

  it("a sales assistant sees that their role cannot add products, not the form", async () => {
    const { vendor } = await shop();
    const assistant = await createMember(vendor.id, "SALES_ASSISTANT");
    await signIn(assistant.id);
    const page = await AddProductPage(query({}));
    expect(findElements(page, ListingForm)).toEqual([]);
    expect(renderToStaticMarkup(page)).toContain("cannot add products");
  });

  it("a buyer with no business is invited to start selling", async () => {
    const buyer = await createUser();
    await signIn(buyer.id);
    const markup = renderToStaticMarkup(await AddProductPage(query({})));
    expect(markup).toContain("Start selling");
    expect(markup).not.toContain("<form");
  });

  it("signed out never reaches the page", async () => {
    session.actor = null;
    await expect(AddProductPage(query({}))).rejects.toThrow(/NEXT_REDIRECT/);
  });
});

describe("/dashboard/product/details", () => {
  it("a member sees their own draft; a sales assistant sees it without the edit form", async () => {
    const { vendor, draft } = await shop();
    await signIn(vendor.ownerId);
    const owner = await ProductDetailsPage(query({ id: draft.id }));
    expect(owner.type).toBe(ListingDetailsView);
    expect(owner.props).toMatchObject({ isPublic: false, canWrite: true, canStock: true });
    expect(owner.props.detail.product.id).toBe(draft.id);
    const assistant = await createMember(vendor.id, "SALES_ASSISTANT");
    await signIn(assistant.id);
    const view = await ProductDetailsPage(query({ id: draft.id }));
    expect(view.props).toMatchObject({ canWrite: false, canStock: true, categories: [], stores: [] });
  });

  it("an active listing of an approved vendor is public", async () => {
    const { vendor, sub } = await shop();
    const live = await createProduct({ vendorId: vendor.id, categoryId: sub.id, title: "Live phone" });
    await signIn(vendor.ownerId);
    expect((await ProductDetailsPage(query({ id: live.id }))).props.isPublic).toBe(true);
  });

  it("another vendor's listing, a buyer, a bad id or none: the not-found state, never the data", async () => {
    const { draft } = await shop();
    const rival = await createVendor();
    await signIn(rival.ownerId);
    await expectNotFound(ProductDetailsPage(query({ id: draft.id })));
    const buyer = await createUser();
    await signIn(buyer.id);
    await expectNotFound(ProductDetailsPage(query({ id: draft.id })));
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", "' or 1=1 --"])
      await expectNotFound(ProductDetailsPage(query({ id })));
    await expectNotFound(ProductDetailsPage(query({})));
  });
});
