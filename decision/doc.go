// Package decision signs the operator's approvals and rejections of held requests and logs them, for every front end that decides: the command line and the review page.
package decision
