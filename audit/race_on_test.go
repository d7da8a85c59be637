//go:build race

package audit

// raceBuild is set when the tests run under the race detector.
const raceBuild = true
