// Package ctime reads a file's change time, the one timestamp a program
// cannot forge, on each system that keeps it.
package ctime
