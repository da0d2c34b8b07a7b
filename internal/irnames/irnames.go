// Package irnames renames the SSA values and block labels of printed IR in
// order of first appearance, so that the outputs of two printers (strata's
// and mlir-opt's) that differ only in the names they chose compare equal.
// It reads text only, so tools that compare outputs without parsing them
// can use it.
package irnames

import (
	"regexp"
	"strconv"
)

var (
	// valueName matches an SSA value's name as MLIR prints it: %0, %arg3,
	// %c42_i32, %c-1, %cst_0 (a result number, #1, and a count, :2,
	// follow it and are kept).
	valueName = regexp.MustCompile(`%[A-Za-z0-9_$.\-]+`)
	// blockLabel matches a block label or a reference to one.
	blockLabel = regexp.MustCompile(`\^[A-Za-z0-9_$.\-]+`)
)

// A Renamer renames SSA values to %v0, %v1, ... and block labels to ^b0,
// ^b1, ... in the order it first meets them, across all the text it is
// given. The zero value is ready to use; use a new one for each scope
// whose names should be numbered apart.
type Renamer struct {
	values, blocks map[string]string
}

// Values renames the SSA values of s.
func (r *Renamer) Values(s string) string {
	if r.values == nil {
		r.values = map[string]string{}
	}
	return rename(valueName, "%v", r.values, s)
}

// Blocks renames the block labels of s.
func (r *Renamer) Blocks(s string) string {
	if r.blocks == nil {
		r.blocks = map[string]string{}
	}
	return rename(blockLabel, "^b", r.blocks, s)
}

// Normalize renames the SSA values and block labels of a whole text.
func Normalize(s string) string {
	var r Renamer
	return r.Blocks(r.Values(s))
}

func rename(re *regexp.Regexp, prefix string, names map[string]string, s string) string {
	return re.ReplaceAllStringFunc(s, func(n string) string {
		r, ok := names[n]
		if !ok {
			r = prefix + strconv.Itoa(len(names))
			names[n] = r
		}
		return r
	})
}
