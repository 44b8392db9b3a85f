import type { Role, UserStatus } from '../../../domain/accounts/roles';
import type { YearType } from '../../../domain/admin/water-year';

/** The demo sign-ins the README lists; every one uses DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Groundwater-2026';

export const DEMO_AGENCIES = [
  { name: 'Madera County', abbreviation: 'MC' },
  { name: 'City of Chowchilla', abbreviation: 'COC' },
  { name: 'Chowchilla Water District', abbreviation: 'CWD' },
  { name: 'Madera Irrigation District', abbreviation: 'MID' },
  { name: 'Root Creek Water District', abbreviation: 'RCWD' },
  { name: 'Gravelly Ford Water District', abbreviation: 'GFWD' },
  { name: 'Department of Water Resources', abbreviation: 'DWR' },
];

export const DEMO_GSAS = [
  { name: 'Madera County GSA', abbreviation: 'MCGSA' },
  { name: 'City of Chowchilla GSA', abbreviation: 'COCGSA' },
  { name: 'Chowchilla Water District GSA', abbreviation: 'CWDGSA' },
  { name: 'Madera Irrigation District GSA', abbreviation: 'MIDGSA' },
  { name: 'Root Creek Water District GSA', abbreviation: 'RCWDGSA' },
  { name: 'Gravelly Ford Water District GSA', abbreviation: 'GFWDGSA' },
  { name: 'Triangle T Water District GSA', abbreviation: 'TTWDGSA' },
  { name: 'Sierra Vista Mutual Water Company GSA', abbreviation: 'SVMWCGSA' },
];

export const DEMO_GSPS = [
  {
    name: 'Chowchilla Subbasin GSP',
    abbreviation: 'CHOW',
    dataSubmission: ['gw', 'wq', 'sub', 'gws', 'gwe', 'gwr', 'sws', 'tw', 'stream', 'ev', 'surf'],
  },
  {
    name: 'Madera Subbasin Joint GSP',
    abbreviation: 'MADJ',
    dataSubmission: ['gw', 'wq', 'sub', 'gws', 'gwe', 'sws', 'tw'],
  },
  { name: 'City of Madera GSP', abbreviation: 'COM', dataSubmission: ['gw', 'wq', 'gws', 'gwe'] },
  { name: 'Root Creek GSP', abbreviation: 'RC', dataSubmission: ['gw', 'gwe', 'gwr', 'ev'] },
] as const;

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: UserStatus;
  agency: string;
  phone: string;
  city: string;
  /** GSP abbreviation → authorized reporter flag. */
  gsps: Record<string, 0 | 1>;
  gsas: string[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@example.org',
    firstName: 'Alex',
    lastName: 'Rivera',
    role: 'Administrator',
    status: 'Active',
    agency: 'Department of Water Resources',
    phone: '559-555-0100',
    city: 'Madera',
    gsps: {},
    gsas: [],
  },
  {
    email: 'rep@example.org',
    firstName: 'Jordan',
    lastName: 'Nakamura',
    role: 'GSP Representative',
    status: 'Active',
    agency: 'Chowchilla Water District',
    phone: '559-555-0101',
    city: 'Chowchilla',
    gsps: { CHOW: 1, MADJ: 0 },
    gsas: ['Chowchilla Water District GSA'],
  },
  {
    email: 'agency@example.org',
    firstName: 'Sam',
    lastName: 'Okafor',
    role: 'Agency',
    status: 'Active',
    agency: 'Madera County',
    phone: '559-555-0102',
    city: 'Madera',
    gsps: { MADJ: 0 },
    gsas: ['Madera County GSA'],
  },
  {
    email: 'maria.lopez@example.org',
    firstName: 'Maria',
    lastName: 'Lopez',
    role: 'GSP Representative',
    status: 'Active',
    agency: 'Madera Irrigation District',
    phone: '559-555-0103',
    city: 'Madera',
    gsps: { MADJ: 1, COM: 1 },
    gsas: ['Madera Irrigation District GSA'],
  },
  {
    email: 'dev.patel@example.org',
    firstName: 'Dev',
    lastName: 'Patel',
    role: 'GSP Representative',
    status: 'Active',
    agency: 'Root Creek Water District',
    phone: '559-555-0104',
    city: 'Madera',
    gsps: { RC: 1 },
    gsas: ['Root Creek Water District GSA'],
  },
  {
    email: 'chris.walker@example.org',
    firstName: 'Chris',
    lastName: 'Walker',
    role: 'GSP Representative',
    status: 'Pending',
    agency: 'Gravelly Ford Water District',
    phone: '559-555-0105',
    city: 'Madera',
    gsps: {},
    gsas: [],
  },
  {
    email: 'pat.morgan@example.org',
    firstName: 'Pat',
    lastName: 'Morgan',
    role: 'Agency',
    status: 'Inactive',
    agency: 'City of Chowchilla',
    phone: '559-555-0106',
    city: 'Chowchilla',
    gsps: {},
    gsas: [],
  },
];

/** San Joaquin Valley index year types as published for 2015-2024; 2025 and 2026 are demo values. */
export const DEMO_YEAR_TYPES: Record<number, YearType> = {
  2015: 'Critical',
  2016: 'Dry',
  2017: 'Wet',
  2018: 'Below Normal',
  2019: 'Wet',
  2020: 'Dry',
  2021: 'Critical',
  2022: 'Critical',
  2023: 'Wet',
  2024: 'Above Normal',
  2025: 'Below Normal',
  2026: 'Dry',
};
