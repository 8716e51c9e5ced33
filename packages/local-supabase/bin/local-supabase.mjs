#!/usr/bin/env node
// Kept in source so package managers can link the command before the first build.
await import('../dist/cli.js');
