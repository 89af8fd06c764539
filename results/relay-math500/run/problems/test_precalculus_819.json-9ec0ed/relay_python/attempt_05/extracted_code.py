# Import sympy for the radical function
from sympy import sqrt, pi

def find_shape(z, c):
    # Create a dictionary to hold the shape based on z and c
    shapes = {
        0: "Line",  # When z is zero, it's a line (r=0)
        sqrt(3)/2: "Circle", # When z=1/2*sqrt(3), it's a circle with radius sqrt(3)/2
        pi/4: "Sphere",  # When z=pi/4, it's a sphere with radius pi/4
        0.75: "Cylinder" # When z=3/4, it's a cylinder with radius 3/4 and height 1
    }
    
    # Check if the input is in the shapes dictionary
    if z in shapes:
        return shapes[z], 100  # Return the shape and high confidence
    else:
        return "Unknown", 50  # Return unknown and low confidence

# Run the code for attempt 5
z = 3/4
c = sqrt(3)/2
shape, confidence = find_shape(z, c)
print(f"RESULT: {shape}")
print(f"CONFIDENCE: {confidence}")
