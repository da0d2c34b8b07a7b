//go:build !unix

package benchkit

import "os"

// MaxRSSKiB is not known on this OS: it returns 0.
func MaxRSSKiB(*os.ProcessState) int64 { return 0 }
