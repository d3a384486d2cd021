// lint as: src/components/Fixture.ts
// expect: @typescript-eslint/consistent-type-imports imports in the declaration are only used as types
import { ComponentType } from 'react';

export type Bad = ComponentType;
