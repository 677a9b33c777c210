model = Chain(Conv((3, 3), 3 => 64, relu; pad = 1), Conv((3, 3), 64 => 64, relu; pad = 1), MaxPool((2, 2)), Conv((3, 3), 64 => 128, relu; pad = 1), flatten, Dense(8192 => 10))
very_long_name_for_a_result = some_function_with_a_long_name(first_argument, second_argument, third_argument)
