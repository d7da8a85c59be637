// Package dirwatch wakes a waiter when a folder changes (inotify on Linux), so that a decision or a new log line is seen at once rather than at the next poll.
package dirwatch
