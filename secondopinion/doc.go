// Package secondopinion asks a model whether a command the rules let run should be held after all: it builds the request, reads the answer strictly, keeps only a tier above the rules' own, and caches answers for a session; it never lowers a tier and links no network code (package client posts the request, from its own program).
package secondopinion
