"test.fo\00o"() : () -> ()
