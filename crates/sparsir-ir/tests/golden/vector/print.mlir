// vector.print in all its forms: values of every kind, punctuation, strings
// (with escapes), and the bare newline.

func.func @values(%f: f64, %i: i32, %b: i1, %n: index, %h: f16, %v: vector<3xf32>, %m: vector<2x2xi64>, %s: vector<[4]xi8>) {
  vector.print %f : f64
  vector.print %i : i32
  vector.print %b : i1
  vector.print %n : index
  vector.print %h : f16
  vector.print %v : vector<3xf32>
  vector.print %m : vector<2x2xi64>
  vector.print %s : vector<[4]xi8>
  vector.print %f : f64 punctuation <comma>
  vector.print %v : vector<3xf32> punctuation <no_punctuation>
  vector.print %i : i32 punctuation <newline>
  vector.print %i : i32 {tag}
  return
}

func.func @text() {
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <comma>
  vector.print punctuation <no_punctuation>
  vector.print punctuation <newline>
  vector.print
  vector.print str "plain"
  vector.print str "line\n"
  vector.print str "tab\there, quote \" and backslash \\"
  vector.print str "" {empty}
  return
}
