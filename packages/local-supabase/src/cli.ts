#!/usr/bin/env node
import { apiUrl, DEFAULT_API_PORT, DEFAULT_HOST } from './config';

process.stdout.write(`local-supabase: API would listen on ${apiUrl(DEFAULT_HOST, DEFAULT_API_PORT)}\n`);
