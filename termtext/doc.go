// Package termtext writes untrusted text (commands, folders, reasons) so that it is safe to print to a person's terminal and reads as what would run.
package termtext
