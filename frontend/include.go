package frontend

import (
	"embed"
	"io/fs"
	"path/filepath"
	"strings"
)

// strata ships its own omp.h (include/omp.h, the OpenMP 5.2 API): the
// system compiler's may predate routines strata's runtimes provide (gcc
// 12's has no omp_get_mapped_ptr), and a call of an undeclared routine
// is then an implicit declaration with the wrong type. With -fopenmp its
// directory comes first among the system include paths.

//go:embed include/omp.h
var includeFS embed.FS

// includeDir is the name the embedded headers are found under. It is an
// absolute path that exists on no system, so a header it does not hold
// falls through to the host file system (cc opens what the FS lacks with
// os.Open) and fails there as not found.
const includeDir = "/<strata>/include"

// headerFS serves the embedded headers under includeDir.
type headerFS struct{}

func (headerFS) Open(name string) (fs.File, error) {
	rest, ok := strings.CutPrefix(filepath.ToSlash(name), includeDir+"/")
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return includeFS.Open("include/" + rest)
}
