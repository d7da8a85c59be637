// Package prestack grows the main goroutine's stack once, before any package's initialisation or gatesh's classification runs deep.
package prestack
