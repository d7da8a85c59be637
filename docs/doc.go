// Package docs holds gatesh's longer documentation and the test that runs the examples in it.
package docs
