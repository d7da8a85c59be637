package parser

import "errors"

var errNotFound = errors.New("not found")
