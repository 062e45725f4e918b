export * from "./options.ts";
export * from "./energy-rules.ts";
export * from "./profile.ts";
export { carbCap, dailyCalories, energyTargets, mifflinStJeor } from "./energy.ts";
export { profileTargets } from "./profile-targets.ts";
