// Package enforce binds a green command to what green means with Linux
// Landlock: it may write only in the project, the temporary folders and
// the tool caches, and it may not read the credential files the rules
// know.
package enforce
