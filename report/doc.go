// Package report turns the audit log and the request queue into what people read: the log view, the digest, the stats, the tier suggestions and the rows of the SQL export.
package report
