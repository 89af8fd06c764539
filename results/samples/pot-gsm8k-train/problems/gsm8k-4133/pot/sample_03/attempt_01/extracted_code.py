from sympy import Rational

# Number of tulips for each eye
eyes_tulips = 8

# Number of tulips for the smile
smile_tulips = 18

# Number of tulips needed for the yellow background
yellow_background_tulips = smile_tulips * 9

# Total number of tulips needed
total_tulips = (eyes_tulips * 2) + smile_tulips + yellow_background_tulips

print(f"RESULT: {total_tulips}")
