import { afterEach, expect, it } from "vitest";
import { returnAfterAuth, takeReturnPath } from "./return-after-auth";

afterEach(() => sessionStorage.clear());

it("gives the remembered page once", () => {
  returnAfterAuth("/subscribe");
  expect(takeReturnPath()).toBe("/subscribe");
  expect(takeReturnPath()).toBeNull();
});

it("never sends anyone to another site", () => {
  for (const path of ["//evil.example.com/subscribe", "https://evil.example.com", "javascript:alert(1)"]) {
    returnAfterAuth(path);
    expect(takeReturnPath()).toBeNull();
  }
});
