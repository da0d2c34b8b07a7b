package interp

import (
	"bufio"
	"fmt"
	"math"
	"math/bits"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"
)

// The libc subset, in Go. Streams: stdin, stdout and stderr are handles
// (addresses the program never dereferences) in an unmapped range.
const (
	stdinHandle  = 0x30000
	stdoutHandle = 0x30100
	stderrHandle = 0x30200
)

func externGlobal(name string) (uint64, bool) {
	switch name {
	case "stdin":
		return stdinHandle, true
	case "stdout":
		return stdoutHandle, true
	case "stderr":
		return stderrHandle, true
	}
	return 0, false
}

// CString reads the NUL-terminated string at a (at most max bytes when
// max >= 0), stopping the program when it runs into invalid memory.
func (t *Thread) CString(_ any, a uint64, max int) []byte {
	var out []byte
	for max < 0 || len(out) < max {
		v, ok := t.M.LoadN(a, 1)
		if !ok {
			t.faultAt(a, 1)
		}
		if v == 0 {
			break
		}
		out = append(out, byte(v))
		a++
	}
	return out
}

func (t *Thread) faultAt(a, n uint64) {
	t.Trap(t.curOp, "%s", t.M.Describe(a, n, t.stackPtrs()))
}

func (t *Thread) memmove(op any, dst, src, n uint64) {
	if n == 0 {
		return
	}
	if !t.M.Valid(src, n) {
		t.faultRange(src, n)
	}
	if !t.M.Valid(dst, n) {
		t.faultRange(dst, n)
	}
	buf := make([]byte, n)
	t.M.Read(src, buf)
	t.M.Write(dst, buf)
}

func (t *Thread) memset(op any, dst uint64, v byte, n uint64) {
	if n == 0 {
		return
	}
	if !t.M.Valid(dst, n) {
		t.faultRange(dst, n)
	}
	t.M.Bytes(dst, n, true, func(b []byte) {
		for i := range b {
			b[i] = v
		}
	})
}

// faultRange reports the first invalid byte of [a, a+n).
func (t *Thread) faultRange(a, n uint64) {
	for i := uint64(0); i < n; i++ {
		if !t.M.Valid(a+i, 1) {
			t.Trap(t.curOp, "%s", t.M.Describe(a+i, 1, t.stackPtrs()))
		}
	}
}

func (e *Engine) stream(h uint64) (*bufio.Writer, bool) {
	switch h {
	case stdoutHandle:
		return e.stdout, true
	case stderrHandle:
		e.stdout.Flush()
		return e.stderr, true
	}
	return nil, false
}

func (c *ExternCall) str(i int) []byte {
	return c.T.CString(nil, c.Arg(i), -1)
}

func (c *ExternCall) format(fi int) []byte {
	return c.formatArgs(fi, c.Args[min(fi+1, len(c.Args)):])
}

// vformat is format for the v* functions: the arguments are those of the
// va_list argument after the format.
func (c *ExternCall) vformat(fi int) []byte {
	return c.formatArgs(fi, c.T.VaRest(c.Op, c.Arg(fi+1)))
}

// formatArgs formats the string argument fi with args.
func (c *ExternCall) formatArgs(fi int, args []uint64) []byte {
	t := c.T
	f := c.str(fi)
	return Format(f, args, func(a uint64, max int) []byte {
		return t.CString(nil, a, max)
	}, func(a uint64, count int, length string) {
		n := uint64(4)
		switch length {
		case "hh":
			n = 1
		case "h":
			n = 2
		case "l", "ll", "z", "j", "t":
			n = 8
		}
		if !t.M.StoreN(a, n, uint64(count)) {
			t.faultAt(a, n)
		}
	})
}

func (c *ExternCall) write(h uint64, b []byte) uint64 {
	if h != stdoutHandle && h != stderrHandle {
		c.Trap("'%s' on a stream that is not stdout or stderr (0x%x)", c.Fn.Name, h)
	}
	e := c.T.E
	e.outMu.Lock()
	defer e.outMu.Unlock()
	w, _ := e.stream(h)
	w.Write(b)
	if h == stderrHandle {
		w.Flush()
	}
	return uint64(len(b))
}

func (c *ExternCall) putBytes(dst uint64, b []byte) {
	if !c.T.M.Write(dst, b) {
		c.T.faultRange(dst, uint64(len(b)))
	}
}

func ret32(v int) uint64 { return uint64(uint32(int32(v))) }

func f64arg(c *ExternCall, i int) float64 { return math.Float64frombits(c.Arg(i)) }
func f32arg(c *ExternCall, i int) float64 {
	return float64(math.Float32frombits(uint32(c.Arg(i))))
}

func (c *ExternCall) malloc(size, align uint64, name string) uint64 {
	a, err := c.T.M.Alloc(size, align, HeapAlloc, name, c.Op)
	if err != nil {
		return 0
	}
	return a.Base
}

func (c *ExternCall) free(a uint64) {
	if err := c.T.M.Free(a, c.Op); err != nil {
		c.Trap("%v", err)
	}
}

// math1 and the others below are libm functions of one or two arguments,
// double or float, that add flops to the calling thread's count.
func math1(f func(float64) float64, flops uint64) Extern {
	return func(c *ExternCall) uint64 {
		c.T.flops += flops
		return math.Float64bits(f(f64arg(c, 0)))
	}
}

func math1f(f func(float64) float64, flops uint64) Extern {
	return func(c *ExternCall) uint64 {
		c.T.flops += flops
		return uint64(math.Float32bits(float32(f(f32arg(c, 0)))))
	}
}

func math2(f func(x, y float64) float64, flops uint64) Extern {
	return func(c *ExternCall) uint64 {
		c.T.flops += flops
		return math.Float64bits(f(f64arg(c, 0), f64arg(c, 1)))
	}
}

func math2f(f func(x, y float64) float64, flops uint64) Extern {
	return func(c *ExternCall) uint64 {
		c.T.flops += flops
		return uint64(math.Float32bits(float32(f(f32arg(c, 0), f32arg(c, 1)))))
	}
}

func cstrtol(s []byte, base int) (int64, int, bool) {
	i := 0
	for i < len(s) && (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r')) {
		i++
	}
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	if (base == 0 || base == 16) && i+1 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') {
		i += 2
		base = 16
	} else if base == 0 && i < len(s) && s[i] == '0' {
		base = 8
	} else if base == 0 {
		base = 10
	}
	start := i
	var v uint64
	over := false
	for ; i < len(s); i++ {
		d := digitVal(s[i])
		if d >= base {
			break
		}
		nv := v*uint64(base) + uint64(d)
		if nv/uint64(base) != v {
			over = true
		}
		v = nv
	}
	if i == start {
		return 0, 0, false
	}
	if over || v > math.MaxInt64 && !(neg && v == 1<<63) {
		if neg {
			return math.MinInt64, i, true
		}
		return math.MaxInt64, i, true
	}
	if neg {
		return -int64(v), i, true
	}
	return int64(v), i, true
}

func digitVal(b byte) int {
	switch {
	case b >= '0' && b <= '9':
		return int(b - '0')
	case b >= 'a' && b <= 'z':
		return int(b-'a') + 10
	case b >= 'A' && b <= 'Z':
		return int(b-'A') + 10
	}
	return 99
}

func cstrtod(s []byte) (float64, int) {
	i := 0
	for i < len(s) && (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r')) {
		i++
	}
	best, bestN := 0.0, 0
	for j := len(s); j > i; j-- {
		if f, err := strconv.ParseFloat(string(s[i:j]), 64); err == nil || strings.Contains(fmt.Sprint(err), "range") {
			return f, j
		}
	}
	return best, bestN
}

// glibcRand is glibc's random() (TYPE_3: x[i] = x[i-3] + x[i-31]).
type glibcRand struct {
	r    [31]int32
	f, b int
}

func newGlibcRand(seed uint32) *glibcRand {
	g := &glibcRand{}
	g.seed(seed)
	return g
}

func (g *glibcRand) seed(seed uint32) {
	if seed == 0 {
		seed = 1
	}
	g.r[0] = int32(seed)
	word := int64(int32(seed))
	for i := 1; i < 31; i++ {
		hi := word / 127773
		lo := word % 127773
		word = 16807*lo - 2836*hi
		if word < 0 {
			word += 2147483647
		}
		g.r[i] = int32(word)
	}
	g.f, g.b = 3, 0
	for i := 0; i < 310; i++ {
		g.next()
	}
}

func (g *glibcRand) next() int32 {
	v := uint32(g.r[g.f]) + uint32(g.r[g.b])
	g.r[g.f] = int32(v)
	res := int32(v >> 1)
	g.f++
	if g.f >= 31 {
		g.f = 0
	}
	g.b++
	if g.b >= 31 {
		g.b = 0
	}
	return res
}

// libcFuncs returns the functions of the engine's libc by name.
func libcFuncs() map[string]Extern {
	m := map[string]Extern{
		"printf": func(c *ExternCall) uint64 { return ret32(int(c.write(stdoutHandle, c.format(0)))) },
		"fprintf": func(c *ExternCall) uint64 {
			return ret32(int(c.write(c.Arg(0), c.format(1))))
		},
		"sprintf":  func(c *ExternCall) uint64 { return c.sprint(c.format(1)) },
		"snprintf": func(c *ExternCall) uint64 { return c.snprint(c.format(2)) },
		"vprintf":  func(c *ExternCall) uint64 { return ret32(int(c.write(stdoutHandle, c.vformat(0)))) },
		"vfprintf": func(c *ExternCall) uint64 {
			return ret32(int(c.write(c.Arg(0), c.vformat(1))))
		},
		"vsprintf":  func(c *ExternCall) uint64 { return c.sprint(c.vformat(1)) },
		"vsnprintf": func(c *ExternCall) uint64 { return c.snprint(c.vformat(2)) },
		"puts": func(c *ExternCall) uint64 {
			c.write(stdoutHandle, append(c.str(0), '\n'))
			return 1
		},
		"putchar": func(c *ExternCall) uint64 {
			c.write(stdoutHandle, []byte{byte(c.Arg(0))})
			return c.Arg(0) & 0xff
		},
		"fputc": func(c *ExternCall) uint64 {
			c.write(c.Arg(1), []byte{byte(c.Arg(0))})
			return c.Arg(0) & 0xff
		},
		"fputs": func(c *ExternCall) uint64 {
			c.write(c.Arg(1), c.str(0))
			return 1
		},
		"fwrite": func(c *ExternCall) uint64 {
			n := c.Arg(1) * c.Arg(2)
			b := make([]byte, n)
			if !c.T.M.Read(c.Arg(0), b) {
				c.T.faultRange(c.Arg(0), n)
			}
			c.write(c.Arg(3), b)
			return c.Arg(2)
		},
		"fflush": func(c *ExternCall) uint64 { c.T.E.Flush(); return 0 },
		"memcpy": func(c *ExternCall) uint64 {
			c.T.memmove(nil, c.Arg(0), c.Arg(1), c.Arg(2))
			return c.Arg(0)
		},
		"memmove": func(c *ExternCall) uint64 {
			c.T.memmove(nil, c.Arg(0), c.Arg(1), c.Arg(2))
			return c.Arg(0)
		},
		"memset": func(c *ExternCall) uint64 {
			c.T.memset(nil, c.Arg(0), byte(c.Arg(1)), c.Arg(2))
			return c.Arg(0)
		},
		"memcmp": func(c *ExternCall) uint64 {
			n := c.Arg(2)
			a, b := make([]byte, n), make([]byte, n)
			if !c.T.M.Read(c.Arg(0), a) {
				c.T.faultRange(c.Arg(0), n)
			}
			if !c.T.M.Read(c.Arg(1), b) {
				c.T.faultRange(c.Arg(1), n)
			}
			for i := range a {
				if a[i] != b[i] {
					return ret32(int(a[i]) - int(b[i]))
				}
			}
			return 0
		},
		"strlen": func(c *ExternCall) uint64 { return uint64(len(c.str(0))) },
		"strcmp": func(c *ExternCall) uint64 { return ret32(cmpBytes(c.str(0), c.str(1))) },
		"strncmp": func(c *ExternCall) uint64 {
			n := int(min(c.Arg(2), 1<<30))
			return ret32(cmpBytes(c.T.CString(nil, c.Arg(0), n), c.T.CString(nil, c.Arg(1), n)))
		},
		"strcpy": func(c *ExternCall) uint64 {
			c.putBytes(c.Arg(0), append(c.str(1), 0))
			return c.Arg(0)
		},
		"strncpy": func(c *ExternCall) uint64 {
			n := int(min(c.Arg(2), 1<<30))
			s := c.T.CString(nil, c.Arg(1), n)
			b := make([]byte, n)
			copy(b, s)
			c.putBytes(c.Arg(0), b)
			return c.Arg(0)
		},
		"strcat": func(c *ExternCall) uint64 {
			d := c.str(0)
			c.putBytes(c.Arg(0)+uint64(len(d)), append(c.str(1), 0))
			return c.Arg(0)
		},
		"strchr": func(c *ExternCall) uint64 {
			s := c.str(0)
			ch := byte(c.Arg(1))
			if ch == 0 {
				return c.Arg(0) + uint64(len(s))
			}
			if i := strings.IndexByte(string(s), ch); i >= 0 {
				return c.Arg(0) + uint64(i)
			}
			return 0
		},
		"strtol":  func(c *ExternCall) uint64 { return c.strtol(true) },
		"strtoll": func(c *ExternCall) uint64 { return c.strtol(true) },
		"strtoul": func(c *ExternCall) uint64 { return c.strtol(false) },
		"atoi": func(c *ExternCall) uint64 {
			v, _, _ := cstrtol(c.str(0), 10)
			return ret32(int(v))
		},
		"atol": func(c *ExternCall) uint64 {
			v, _, _ := cstrtol(c.str(0), 10)
			return uint64(v)
		},
		"atof": func(c *ExternCall) uint64 {
			f, _ := cstrtod(c.str(0))
			return math.Float64bits(f)
		},
		"strtod": func(c *ExternCall) uint64 {
			s := c.str(0)
			f, n := cstrtod(s)
			if c.Arg(1) != 0 {
				if !c.T.M.StoreN(c.Arg(1), 8, c.Arg(0)+uint64(n)) {
					c.T.faultAt(c.Arg(1), 8)
				}
			}
			return math.Float64bits(f)
		},
		"abs": func(c *ExternCall) uint64 {
			v := int32(c.Arg(0))
			if v < 0 {
				v = -v
			}
			return ret32(int(v))
		},
		"labs": func(c *ExternCall) uint64 {
			v := int64(c.Arg(0))
			if v < 0 {
				v = -v
			}
			return uint64(v)
		},
		"malloc": func(c *ExternCall) uint64 { return c.malloc(c.Arg(0), 16, "malloc") },
		"calloc": func(c *ExternCall) uint64 {
			n, s := c.Arg(0), c.Arg(1)
			if s != 0 && n > (1<<62)/s {
				return 0
			}
			return c.malloc(n*s, 16, "calloc")
		},
		"realloc": func(c *ExternCall) uint64 {
			old := c.Arg(0)
			n := c.Arg(1)
			if old == 0 {
				return c.malloc(n, 16, "realloc")
			}
			al := c.T.M.find(old)
			if al == nil || al.Base != old || al.Kind != HeapAlloc || al.Freed {
				c.free(old) // reports the error
			}
			a := c.malloc(n, 16, "realloc")
			if a == 0 {
				return 0
			}
			c.T.memmove(nil, a, old, min(n, al.Size))
			c.free(old)
			return a
		},
		"free": func(c *ExternCall) uint64 { c.free(c.Arg(0)); return 0 },
		"aligned_alloc": func(c *ExternCall) uint64 {
			al := c.Arg(0)
			if al == 0 || al&(al-1) != 0 {
				return 0
			}
			return c.malloc(c.Arg(1), al, "aligned_alloc")
		},
		"posix_memalign": func(c *ExternCall) uint64 {
			al := c.Arg(1)
			if al < 8 || al&(al-1) != 0 {
				return 22 // EINVAL
			}
			a := c.malloc(c.Arg(2), al, "posix_memalign")
			if a == 0 {
				return 12 // ENOMEM
			}
			if !c.T.M.StoreN(c.Arg(0), 8, a) {
				c.T.faultAt(c.Arg(0), 8)
			}
			return 0
		},
		"exit": func(c *ExternCall) uint64 {
			c.T.E.Flush()
			panic(&ExitError{Code: int(int32(c.Arg(0)))})
		},
		"_exit": func(c *ExternCall) uint64 {
			c.T.E.Flush()
			panic(&ExitError{Code: int(int32(c.Arg(0)))})
		},
		"abort": func(c *ExternCall) uint64 {
			c.Trap("abort() called")
			return 0
		},
		"__assert_fail": func(c *ExternCall) uint64 {
			c.Trap("assertion failed: %s (%s:%d, in %s)", c.str(0), c.str(1), uint32(c.Arg(2)), c.str(3))
			return 0
		},
		"time": func(c *ExternCall) uint64 {
			now := uint64(time.Now().Unix())
			if c.Arg(0) != 0 {
				c.T.M.StoreN(c.Arg(0), 8, now)
			}
			return now
		},
		"clock": func(c *ExternCall) uint64 {
			return uint64(time.Since(c.T.E.start).Microseconds())
		},
		"gettimeofday": func(c *ExternCall) uint64 {
			now := time.Now()
			if a := c.Arg(0); a != 0 {
				if !c.T.M.StoreN(a, 8, uint64(now.Unix())) || !c.T.M.StoreN(a+8, 8, uint64(now.Nanosecond()/1000)) {
					c.T.faultAt(a, 16)
				}
			}
			return 0
		},
		"clock_gettime": func(c *ExternCall) uint64 {
			var d time.Duration
			if c.Arg(0) == 0 { // CLOCK_REALTIME
				d = time.Duration(time.Now().UnixNano())
			} else {
				d = time.Since(c.T.E.start) + time.Second
			}
			a := c.Arg(1)
			if !c.T.M.StoreN(a, 8, uint64(d/time.Second)) || !c.T.M.StoreN(a+8, 8, uint64(d%time.Second)) {
				c.T.faultAt(a, 16)
			}
			return 0
		},
		"rand": func(c *ExternCall) uint64 {
			e := c.T.E
			e.outMu.Lock()
			defer e.outMu.Unlock()
			return ret32(int(e.randState.next()))
		},
		"srand": func(c *ExternCall) uint64 {
			e := c.T.E
			e.outMu.Lock()
			defer e.outMu.Unlock()
			e.randState.seed(uint32(c.Arg(0)))
			return 0
		},
		"qsort":   func(c *ExternCall) uint64 { c.qsort(); return 0 },
		"bsearch": func(c *ExternCall) uint64 { return c.bsearch() },
		"getenv": func(c *ExternCall) uint64 {
			name := string(c.str(0))
			get := c.T.E.opts.Getenv
			if get == nil {
				get = os.LookupEnv
			}
			v, ok := get(name)
			if !ok {
				return 0
			}
			return c.T.E.cstringConst(v)
		},
		"omp_get_thread_num":  func(c *ExternCall) uint64 { return 0 },
		"omp_get_num_threads": func(c *ExternCall) uint64 { return 1 },
		"omp_get_max_threads": func(c *ExternCall) uint64 { return 1 },
		"omp_get_num_procs":   func(c *ExternCall) uint64 { return 1 },
		"omp_in_parallel":     func(c *ExternCall) uint64 { return 0 },
		"omp_get_wtime": func(c *ExternCall) uint64 {
			return math.Float64bits(float64(time.Now().UnixNano()) / 1e9)
		},
		"toupper": func(c *ExternCall) uint64 { return ret32(int(toUpper(int32(c.Arg(0))))) },
		"tolower": func(c *ExternCall) uint64 { return ret32(int(toLower(int32(c.Arg(0))))) },
		"isdigit": func(c *ExternCall) uint64 { return b2u(c.Arg(0)-'0' < 10) },
		"isspace": func(c *ExternCall) uint64 {
			v := c.Arg(0)
			return b2u(v == ' ' || v-'\t' < 5)
		},
		"isalpha": func(c *ExternCall) uint64 { return b2u((c.Arg(0)|32)-'a' < 26) },
		"ldexp": func(c *ExternCall) uint64 {
			return math.Float64bits(math.Ldexp(f64arg(c, 0), int(int32(c.Arg(1)))))
		},
		"frexp": func(c *ExternCall) uint64 {
			f, e := math.Frexp(f64arg(c, 0))
			if !c.T.M.StoreN(c.Arg(1), 4, uint64(uint32(int32(e)))) {
				c.T.faultAt(c.Arg(1), 4)
			}
			return math.Float64bits(f)
		},
		"modf": func(c *ExternCall) uint64 {
			i, f := math.Modf(f64arg(c, 0))
			if !c.T.M.StoreN(c.Arg(1), 8, math.Float64bits(i)) {
				c.T.faultAt(c.Arg(1), 8)
			}
			return math.Float64bits(f)
		},
		"lround": func(c *ExternCall) uint64 { return uint64(int64(math.Round(f64arg(c, 0)))) },
		"llround": func(c *ExternCall) uint64 {
			return uint64(int64(math.Round(f64arg(c, 0))))
		},
	}
	// The math functions count a flop a call (flops.go); those that only
	// round, take the sign or select count none.
	for name, f := range map[string]func(float64) float64{
		"sin": math.Sin, "cos": math.Cos, "tan": math.Tan, "asin": math.Asin, "acos": math.Acos,
		"atan": math.Atan, "sinh": math.Sinh, "cosh": math.Cosh, "tanh": math.Tanh,
		"exp": math.Exp, "exp2": math.Exp2, "expm1": math.Expm1, "log": math.Log, "log2": math.Log2,
		"log10": math.Log10, "log1p": math.Log1p, "sqrt": math.Sqrt, "cbrt": math.Cbrt,
		"erf": math.Erf, "erfc": math.Erfc, "tgamma": math.Gamma,
	} {
		m[name] = math1(f, 1)
		m[name+"f"] = math1f(f, 1)
	}
	for name, f := range map[string]func(float64) float64{
		"fabs": math.Abs, "floor": math.Floor, "ceil": math.Ceil, "round": math.Round,
		"trunc": math.Trunc, "rint": math.RoundToEven, "nearbyint": math.RoundToEven,
	} {
		m[name] = math1(f, 0)
		m[name+"f"] = math1f(f, 0)
	}
	for name, f := range map[string]func(x, y float64) float64{
		"pow": math.Pow, "atan2": math.Atan2, "fmod": math.Mod, "hypot": math.Hypot, "remainder": math.Remainder,
	} {
		m[name] = math2(f, 1)
		m[name+"f"] = math2f(f, 1)
	}
	for name, f := range map[string]func(x, y float64) float64{
		"fmin": fminC, "fmax": fmaxC, "copysign": math.Copysign,
	} {
		m[name] = math2(f, 0)
		m[name+"f"] = math2f(f, 0)
	}
	// LLVM's bit intrinsics, which the C front end calls by name for
	// gcc's __builtin_popcount, clz, ctz and bswap (ctlz and cttz with
	// their "zero is poison" flag, undefined for 0 as gcc's builtins).
	for _, w := range []int{16, 32, 64} {
		mask := uint64(1)<<w - 1
		if w == 64 {
			mask = ^uint64(0)
		}
		m[fmt.Sprintf("llvm.ctpop.i%d", w)] = func(c *ExternCall) uint64 { return uint64(bits.OnesCount64(c.Arg(0) & mask)) }
		m[fmt.Sprintf("llvm.ctlz.i%d", w)] = func(c *ExternCall) uint64 {
			return uint64(bits.LeadingZeros64(c.Arg(0)&mask) - (64 - w))
		}
		m[fmt.Sprintf("llvm.cttz.i%d", w)] = func(c *ExternCall) uint64 {
			v := c.Arg(0) & mask
			if v == 0 {
				return uint64(w)
			}
			return uint64(bits.TrailingZeros64(v))
		}
		m[fmt.Sprintf("llvm.bswap.i%d", w)] = func(c *ExternCall) uint64 {
			return bits.ReverseBytes64(c.Arg(0)&mask) >> (64 - w)
		}
	}
	return m
}

func fminC(x, y float64) float64 {
	if math.IsNaN(x) {
		return y
	}
	if math.IsNaN(y) {
		return x
	}
	return math.Min(x, y)
}

func fmaxC(x, y float64) float64 {
	if math.IsNaN(x) {
		return y
	}
	if math.IsNaN(y) {
		return x
	}
	return math.Max(x, y)
}

func toUpper(c int32) int32 {
	if c >= 'a' && c <= 'z' {
		return c - 32
	}
	return c
}

func toLower(c int32) int32 {
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}

func cmpBytes(a, b []byte) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return int(a[i]) - int(b[i])
		}
	}
	return len(a) - len(b)
}

// sprint stores the formatted b, NUL-terminated, at the first argument
// (sprintf) and returns its length.
func (c *ExternCall) sprint(b []byte) uint64 {
	c.putBytes(c.Arg(0), append(b, 0))
	return ret32(len(b))
}

// snprint stores at most the second argument minus one bytes of b, and
// a NUL, at the first (snprintf); it returns b's whole length.
func (c *ExternCall) snprint(b []byte) uint64 {
	if n := c.Arg(1); n > 0 {
		k := min(uint64(len(b)), n-1)
		c.putBytes(c.Arg(0), append(append([]byte{}, b[:k]...), 0))
	}
	return ret32(len(b))
}

func (c *ExternCall) strtol(signed bool) uint64 {
	s := c.str(0)
	v, n, ok := cstrtol(s, int(int32(c.Arg(2))))
	if c.Arg(1) != 0 {
		end := c.Arg(0)
		if ok {
			end += uint64(n)
		}
		if !c.T.M.StoreN(c.Arg(1), 8, end) {
			c.T.faultAt(c.Arg(1), 8)
		}
	}
	return uint64(v)
}

// cstringConst returns the address of a NUL-terminated copy of s that
// lives as long as the engine.
func (e *Engine) cstringConst(s string) uint64 {
	a, err := e.Mem.Alloc(uint64(len(s)+1), 1, GlobalAlloc, "string", nil)
	if err != nil {
		return 0
	}
	e.Mem.Write(a.Base, append([]byte(s), 0))
	return a.Base
}

// bsearch is C's: a binary search of the sorted array base (n elements of
// size bytes) for key, with the program's comparison function; it returns
// the address of a matching element or 0.
func (c *ExternCall) bsearch() uint64 {
	key, base, n, size, cmp := c.Arg(0), c.Arg(1), c.Arg(2), c.Arg(3), c.Arg(4)
	t := c.T
	fn := t.E.funcAt(t.cur, &Instr{Op: c.Op}, cmp)
	args := make([]uint64, 2)
	lo, hi := uint64(0), n
	for lo < hi {
		mid := lo + (hi-lo)/2
		args[0], args[1] = key, base+mid*size
		r := int32(t.call(fn, args, c.Op))
		switch {
		case r == 0:
			return base + mid*size
		case r < 0:
			hi = mid
		default:
			lo = mid + 1
		}
	}
	return 0
}

func (c *ExternCall) qsort() {
	base, n, size, cmp := c.Arg(0), c.Arg(1), c.Arg(2), c.Arg(3)
	if n < 2 || size == 0 {
		return
	}
	t := c.T
	fn := t.E.funcAt(t.cur, &Instr{Op: c.Op}, cmp)
	if !t.M.Valid(base, n*size) {
		t.faultRange(base, n*size)
	}
	idx := make([]uint64, n)
	for i := range idx {
		idx[i] = uint64(i)
	}
	args := make([]uint64, 2)
	sort.SliceStable(idx, func(i, j int) bool {
		args[0], args[1] = base+idx[i]*size, base+idx[j]*size
		return int32(t.call(fn, args, c.Op)) < 0
	})
	data := make([]byte, n*size)
	t.M.Read(base, data)
	out := make([]byte, 0, n*size)
	for _, k := range idx {
		out = append(out, data[k*size:(k+1)*size]...)
	}
	t.M.Write(base, out)
}

// MainArgs lays out argc/argv for main: it returns argv's address.
func (e *Engine) MainArgs(args []string) uint64 {
	ptrs := make([]uint64, len(args)+1)
	for i, a := range args {
		ptrs[i] = e.cstringConst(a)
	}
	al, err := e.Mem.Alloc(uint64(8*len(ptrs)), 8, GlobalAlloc, "argv", nil)
	if err != nil {
		return 0
	}
	for i, p := range ptrs {
		e.Mem.StoreN(al.Base+uint64(8*i), 8, p)
	}
	return al.Base
}
