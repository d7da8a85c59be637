// Package serve is the review page: it shows the operator what is held and takes signed decisions from a browser, and it is the operator-side process that uses approvals for the shims.
package serve
