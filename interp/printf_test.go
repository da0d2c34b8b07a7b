package interp_test

import (
	"math"
	"testing"

	"github.com/strata-ir/strata/interp"
)

// TestFormat checks printf against glibc's output of the same calls
// (gcc -w, x86-64, glibc 2.36).
func TestFormat(t *testing.T) {
	strs := map[uint64]string{1: "hey", 2: "right", 3: "left", 4: "trunc"}
	str := func(a uint64, max int) []byte {
		s := strs[a]
		if max >= 0 && len(s) > max {
			s = s[:max]
		}
		return []byte(s)
	}
	i32 := func(v int32) uint64 { return uint64(uint32(v)) }
	f := math.Float64bits
	negNaN := math.Float64bits(math.NaN()) | 1<<63
	for _, tc := range []struct {
		format string
		args   []uint64
		want   string
	}{
		{"[%d|%5d|%-5d|%05d|%+d|% d|%.3d|%i]", []uint64{42, 42, 42, 42, 42, 42, 7, i32(-13)}, "[42|   42|42   |00042|+42| 42|007|-13]"},
		{"[%u|%x|%X|%#x|%o|%#o|%08.3x|%hhd|%hd|%ld|%lld|%lu]", []uint64{4000000000, 255, 255, 255, 8, 8, 10, 300, 70000, uint64(0xFFFFFFFED5FA0E00), 123456789012, math.MaxUint64},
			"[4000000000|ff|FF|0xff|10|010|     00a|44|4464|-5000000000|123456789012|18446744073709551615]"},
		{"[%c|%3c|%-3c|%s|%8s|%-8s|%.2s|%%]", []uint64{'A', 'B', 'C', 1, 2, 3, 4}, "[A|  B|C  |hey|   right|left    |tr|%]"},
		{"[%f|%.2f|%10.3f|%-10.1f|%+f|%e|%.3E|%g|%g|%g|%G|%#g|%.0f|%#.0f]", []uint64{f(3.14159), f(2.5), f(-1), f(9.75), f(1), f(12345.678), f(0.000123), f(100000), f(1e6), f(0.0001), f(1e-5), f(1.5), f(2.5), f(3)},
			"[3.141590|2.50|    -1.000|9.8       |+1.000000|1.234568e+04|1.230E-04|100000|1e+06|0.0001|1E-05|1.50000|2|3.]"},
		{"[%g|%.10g|%5.1g|%a|%p|%p]", []uint64{f(0), f(1.0 / 3), f(123), f(1), 0, 0x1234}, "[0|0.3333333333|1e+02|0x1p+0|(nil)|0x1234]"},
		{"[%*d|%-*d|%.*f]", []uint64{6, 1, 6, 2, 2, f(3.14159)}, "[     1|2     |3.14]"},
		{"[%f|%f|%e]", []uint64{f(math.Inf(1)), f(math.Inf(-1)), negNaN}, "[inf|-inf|-nan]"},
		{"[%s|%.3s]", []uint64{0, 0}, "[(null)|]"},
	} {
		got := string(interp.Format([]byte(tc.format), tc.args, str, nil))
		if got != tc.want {
			t.Errorf("printf(%q)\n got %s\nwant %s", tc.format, got, tc.want)
		}
	}
}
