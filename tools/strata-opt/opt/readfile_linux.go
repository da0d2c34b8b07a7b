package opt

import (
	"os"
	"syscall"
)

// mapMin is the smallest file that readFile maps rather than reads.
const mapMin = 1 << 20

// readFile returns the contents of the file at path. A large regular file
// is mapped into memory, read-only, rather than copied into the Go heap
// (as LLVM's MemoryBuffer does), with drop to give back the pages before
// an offset once the parser is past them: their memory leaves the
// process's resident set, and a page touched again (a diagnostic's line)
// is read again from the file. A large input is then never all in memory
// at once, and none of it after parsing.
//
// As with LLVM's tools, which map their inputs too, a file truncated by
// another program while it is parsed makes the process fault.
func readFile(path string) (text []byte, drop func(upTo int), err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	size := info.Size()
	if !info.Mode().IsRegular() || size < mapMin || int64(int(size)) != size {
		text, err := os.ReadFile(path)
		return text, nil, err
	}
	text, err = syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil {
		text, err := os.ReadFile(path)
		return text, nil, err
	}
	// The mapping stays for the life of the process: unmapping it would
	// turn any string that still points into it into a crash, and its
	// address space costs nothing once its pages are dropped.
	dropped := 0
	page := os.Getpagesize()
	drop = func(upTo int) {
		upTo = min(upTo, len(text))
		end := upTo / page * page
		if upTo == len(text) {
			end = len(text)
		}
		if end > dropped {
			// Advice only: on failure the pages simply stay.
			_ = syscall.Madvise(text[dropped:end], syscall.MADV_DONTNEED)
			dropped = end
		}
	}
	return text, drop, nil
}
