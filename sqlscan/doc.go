// Package sqlscan splits SQL text into statements and names the risky kinds
// among them, without a full SQL parser.
package sqlscan
