// Where a block kind's files lie, for the build plugins that treat them apart: blocks/{Name}/{Name}.tsx, the
// component, loaded on demand (its name is the first group), and blocks/{Name}/{Name}.block.ts, its descriptor.
export const BLOCK_COMPONENT_FILE = /[\\/]blocks[\\/]([A-Z][A-Za-z]+)[\\/]\1\.tsx$/;
export const BLOCK_DESCRIPTOR_FILE = /[\\/]blocks[\\/][A-Z][A-Za-z]+[\\/][A-Z][A-Za-z]+\.block\.ts$/;
