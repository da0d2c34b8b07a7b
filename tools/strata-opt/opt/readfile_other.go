//go:build !linux

package opt

import "os"

// readFile returns the contents of the file at path; drop is nil: the text
// is in the Go heap, and goes when it is no longer referenced.
func readFile(path string) (text []byte, drop func(upTo int), err error) {
	text, err = os.ReadFile(path)
	return text, nil, err
}
